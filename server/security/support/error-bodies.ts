import type { Response } from 'supertest';
import type { TestApp } from '../../test/support/test-app.js';

/** One error answer the suite saw: what was asked, the status and the body as text. */
export interface ErrorAnswer {
  request: string;
  status: number;
  body: string;
}

// What must never reach a client: stack frames, source or install paths, driver and SQL texts.
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s*at \S|\bat (?:async )?[\w.<>]+ \(/],
  ['a source file position', /\.(?:ts|js|mjs|cjs):\d+/],
  ['a file path', /(?:^|[\s"'(])\/(?:work|home|root|usr|tmp|var|opt|app|srv)\/|[A-Z]:\\/],
  ['node_modules', /node_modules/],
  ['an SQL statement', /\b(?:SELECT\s[\s\S]*\sFROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i],
  ['a database error text', /QueryFailedError|violates|duplicate key|relation "|syntax error at|invalid input syntax|SQLSTATE|pglite/i],
  ['an error class name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|EntityNotFound\w*|TypeORMError)\b/],
];

/** Which kinds of internal detail a body shows (empty when it is clean). */
export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([what]) => what);
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * Records every 4xx and 5xx answer that `t.http` gets from now on, so a test file can check at its
 * end that none of them gave away internals (see `leaksIn`).
 */
export function collectErrorAnswers(t: TestApp): ErrorAnswer[] {
  const answers: ErrorAnswer[] = [];
  const http = t.http as unknown as Record<
    (typeof METHODS)[number],
    (url: string) => { on: (event: string, cb: (res: Response) => void) => void }
  >;
  for (const method of METHODS) {
    const original = http[method].bind(http);
    http[method] = (url: string) => {
      const test = original(url);
      test.on('response', (res: Response) => {
        if (res.status >= 400) answers.push({ request: `${method.toUpperCase()} ${url}`, status: res.status, body: res.text ?? '' });
      });
      return test;
    };
  }
  return answers;
}

/** The error answers that gave away internals, one readable line each. */
export function leakingAnswers(answers: ErrorAnswer[]): string[] {
  return answers
    .map((answer) => ({ answer, leaks: leaksIn(answer.body) }))
    .filter(({ leaks }) => leaks.length > 0)
    .map(({ answer, leaks }) => `${answer.request} → ${answer.status} shows ${leaks.join(', ')}: ${answer.body.slice(0, 300)}`);
}
