/**
 * The byline of a post the shop itself wrote (the demo seed's posts), stored as this name. The web
 * shows it as the team's name in the reader's language; a staff member's own name is shown as written.
 */
export const SHOP_TEAM_AUTHOR = 'Isoko Team';

export function isShopTeamAuthor(author: string): boolean {
  return author === SHOP_TEAM_AUTHOR;
}
