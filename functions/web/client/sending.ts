/**
 * A button that sends: one request per click. While its request runs it says so and takes no
 * second click (a double click would send two revisions); after it, it may be pressed again when
 * what it sends is complete.
 */
import { said } from './words.ts';

/** Whether `button`'s request is still running: what it sends may change, its state may not. */
export const isSending = (button: HTMLButtonElement): boolean => button.dataset.sending === 'true';

/** Runs `request` for a click of `button`, unless one is running; `ready` says afterwards whether it may be pressed again. */
export async function sendOnce(button: HTMLButtonElement, ready: () => boolean, request: () => Promise<void>): Promise<void> {
  if (isSending(button)) return;
  const label = button.textContent ?? '';
  button.dataset.sending = 'true';
  button.disabled = true;
  button.textContent = said().form.sending;
  try {
    await request();
  } finally {
    delete button.dataset.sending;
    button.textContent = label;
    button.disabled = !ready();
  }
}

/** A form sent by its submit button, once per click. */
export function sendOnSubmit(form: HTMLFormElement, request: () => Promise<void>): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button) void sendOnce(button, () => true, request);
  });
}
