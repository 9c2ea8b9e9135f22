/** The element the server puts them in (server/src/spa/spa.ts). */
const ELEMENT_ID = 'embedded-answers';
/** They are as old as the page: past this, the server is asked instead. */
const FRESH_FOR_MS = 10_000;

let answers: Map<string, unknown> | null = null;

function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (text) {
    try {
      answers = new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
    } catch {
      // Unreadable: the page asks the server as it would without them.
    }
  }
  return answers;
}

/**
 * The answer to `GET url` that the server put into index.html (the menu page's first data), once and only
 * in the page's first seconds: a later call of the same URL asks the server. undefined when there is none.
 */
export function takeEmbeddedAnswer(url: string, now = performance.now()): unknown {
  if (now > FRESH_FOR_MS) return undefined;
  const all = embeddedAnswers();
  const answer = all.get(url);
  all.delete(url);
  return answer;
}
