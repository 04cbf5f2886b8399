/** The public JSON API, as any client calls it; a refusal is thrown with the problem document's words. */

export interface Problem {
  status: number;
  detail: string;
  errors: { field: string; reason: string }[];
}

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

export async function api<T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; token?: string | null; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as unknown;
  if (!response.ok) throw new ApiError(body as Problem);
  return body as T;
}

/** The words to show for a failed call. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
