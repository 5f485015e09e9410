/**
 * The stand-in header the server writes into a storefront page, before the app's root: it
 * shows the shop at once on a slow network, and the web app removes it when it draws the
 * real header.
 */
export const BOOT_SHELL_ID = 'boot-shell';
