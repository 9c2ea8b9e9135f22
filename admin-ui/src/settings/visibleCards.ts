/** The cards a user with these roles sees (spec 6: App Info for ADMIN only); a card without roles is for everyone. */
export const visibleCards = <Card extends { roles?: string[] }>(cards: Card[], roles: string[]): Card[] =>
  cards.filter((card) => !card.roles || card.roles.some((role) => roles.includes(role)));
