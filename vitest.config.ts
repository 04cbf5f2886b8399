import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for an event, and on a busy machine an event comes late: a page reads new
    // commits every 5 s, a request may wait for a core. The bound only ends a wait that failed.
    expect: { poll: { timeout: 30_000 } },
  },
});
