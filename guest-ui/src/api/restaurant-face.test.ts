import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (it reads the element once) over a page whose head carries the given text. */
async function pageWith(text: string | null) {
  document.getElementById('restaurant-face')?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'restaurant-face';
    element.textContent = text;
    document.head.append(element);
  }
  vi.resetModules();
  return (await import('./restaurant-face.ts')).restaurantFace();
}

afterEach(() => document.getElementById('restaurant-face')?.remove());

describe("the restaurant's face from the page", () => {
  it('reads the name and the logo the server put into the page', async () => {
    const logoUrl = '/api/media/6f1c2d3e-4a5b-4c6d-8e7f-901234567890?v=1';
    expect(await pageWith(JSON.stringify({ name: ' Gasthaus zur Linde ', logoUrl }))).toEqual({ name: 'Gasthaus zur Linde', logoUrl });
  });

  it("shows the product's name without a logo when the page has none, an unreadable one or a logo from elsewhere", async () => {
    const product = { name: 'Tischlein', logoUrl: null };
    expect(await pageWith(null)).toEqual(product);
    expect(await pageWith('{not json')).toEqual(product);
    expect(await pageWith(JSON.stringify({ name: '  ', logoUrl: 'https://elsewhere.example/logo.png' }))).toEqual(product);
  });
});
