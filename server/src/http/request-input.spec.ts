import { describe, expect, it } from '@jest/globals';
import { CONTROL_CHARACTER } from '../common/validation.js';
import { FORBIDDEN_KEY, findInputProblem, INVALID_UNICODE, MAX_JSON_DEPTH } from './request-input.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('findInputProblem', () => {
  it('accepts ordinary bodies, with tabs and newlines in text', () => {
    expect(findInputProblem({ note: 'Ohne Zwiebel\n\tbitte', items: [{ id: 1, addings: [2, 3] }], flag: true, none: null })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
    expect(findInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('refuses nesting deeper than the limit, even thousands of levels, without recursion', () => {
    expect(findInputProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({ kind: 'too-deep' });
    expect(findInputProblem(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))).toEqual({ kind: 'too-deep' });
  });

  it('names the field that carries a control character', () => {
    expect(findInputProblem({ name: 'Bier\u0000' })).toEqual({ kind: 'field', error: { field: 'name', message: CONTROL_CHARACTER } });
    expect(findInputProblem({ lines: [{ text: 'a\u001bb' }] })).toEqual({
      kind: 'field',
      error: { field: 'lines.0.text', message: CONTROL_CHARACTER },
    });
    expect(findInputProblem({ note: 'a\rb' })).toMatchObject({ kind: 'field' });
    expect(findInputProblem('\u0007')).toEqual({ kind: 'field', error: { field: 'body', message: CONTROL_CHARACTER } });
  });

  it('names the field that carries half a surrogate pair, and accepts whole pairs (emoji)', () => {
    expect(findInputProblem(JSON.parse('{"email": "a\\udfffb"}'))).toEqual({
      kind: 'field',
      error: { field: 'email', message: INVALID_UNICODE },
    });
    expect(findInputProblem({ lines: ['ok', 'x\ud83d'] })).toEqual({
      kind: 'field',
      error: { field: 'lines.1', message: INVALID_UNICODE },
    });
    expect(findInputProblem({ ['k\udc00']: 1 })).toEqual({ kind: 'field', error: { field: 'body', message: INVALID_UNICODE } });
    expect(findInputProblem({ note: 'Danke 😀 – Grüße', name: '中文' })).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s anywhere', (key) => {
    const body: unknown = JSON.parse(`{"outer": {"${key}": {"isAdmin": true}}}`);
    expect(findInputProblem(body)).toEqual({ kind: 'field', error: { field: `outer.${key}`, message: FORBIDDEN_KEY } });
  });
});
