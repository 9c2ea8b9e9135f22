/**
 * The product's icon (a little table on the accent colour), the favicon while the restaurant has no logo of its own.
 * Shapes only, no text: it renders the same wherever sharp runs, whatever fonts the machine has.
 */
export const DEFAULT_ICON_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
  '<rect width="64" height="64" rx="14" fill="#FB9818"/>',
  '<rect x="10" y="21" width="44" height="8" rx="3" fill="#ffffff"/>',
  '<rect x="16" y="29" width="6" height="22" rx="2" fill="#ffffff"/>',
  '<rect x="42" y="29" width="6" height="22" rx="2" fill="#ffffff"/>',
  '<circle cx="32" cy="15" r="4" fill="#ffffff"/>',
  '</svg>',
].join('');
