/** The element the server puts the restaurant's name and logo in (server/src/spa/spa.ts). */
const ELEMENT_ID = 'restaurant-face';

/** How the guest app presents the restaurant: its name and, if it uploaded one, its logo. */
export interface RestaurantFace {
  name: string;
  logoUrl: string | null;
}

/** The product's own face: a page the server did not fill in (the Vite dev server) shows it. */
const PRODUCT: RestaurantFace = { name: 'Tischlein', logoUrl: null };

let face: RestaurantFace | null = null;

function read(): RestaurantFace {
  try {
    const data = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? 'null') as Partial<RestaurantFace> | null;
    const name = typeof data?.name === 'string' && data.name.trim() ? data.name.trim() : PRODUCT.name;
    // Only the server's own image URLs: nothing in the page can point the header elsewhere.
    const logoUrl = typeof data?.logoUrl === 'string' && data.logoUrl.startsWith('/api/media/') ? data.logoUrl : null;
    return { name, logoUrl };
  } catch {
    return PRODUCT;
  }
}

/** The restaurant's name and logo from the page itself: there at the first paint, no request for them. */
export function restaurantFace(): RestaurantFace {
  face ??= read();
  return face;
}
