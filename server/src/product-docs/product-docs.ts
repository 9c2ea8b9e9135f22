import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Marked } from 'marked';

/** The product's documentation the back office's help links to, by the name in its address. */
export const PRODUCT_DOCS = {
  readme: { file: 'README.md', title: 'Tischlein' },
  deployment: { file: 'docs/deployment.md', title: 'Betrieb und Installation' },
  security: { file: 'docs/security.md', title: 'Sicherheit' },
  reliability: { file: 'docs/reliability.md', title: 'Zuverlässigkeit' },
  rksv: { file: 'docs/rksv.md', title: 'Registrierkasse (RKSV)' },
  stations: { file: 'docs/stations-and-printing.md', title: 'Stationen und Bondruck' },
  'live-events': { file: 'docs/live-events.md', title: 'Live-Ereignisse' },
  architecture: { file: 'docs/architecture.md', title: 'Architektur' },
} as const;
export type ProductDocName = keyof typeof PRODUCT_DOCS;

export const isProductDocName = (name: string): name is ProductDocName => Object.hasOwn(PRODUCT_DOCS, name);

const markdown = new Marked({ gfm: true });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#222}
pre,code{background:#f4f4f4;border-radius:4px}pre{padding:.75rem;overflow-x:auto}code{padding:0 .2rem}
table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:start}
nav{margin-bottom:1rem}`;

/** One document as a page of its own (the repository's own Markdown; no guest or staff input). */
export async function renderProductDoc(root: string, name: ProductDocName): Promise<string> {
  const doc = PRODUCT_DOCS[name];
  const body = await markdown.parse(await readFile(join(root, doc.file), 'utf8'));
  const others = (Object.keys(PRODUCT_DOCS) as ProductDocName[])
    .map((key) =>
      key === name ? escapeHtml(PRODUCT_DOCS[key].title) : `<a href="/api/product-docs/${key}">${escapeHtml(PRODUCT_DOCS[key].title)}</a>`,
    )
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)} – Tischlein</title><style>${STYLE}</style></head>
<body><nav aria-label="Tischlein">${others}</nav><main>${body}</main></body></html>`;
}
