/** The colour a phone gives the browser's bar and the installed app's title bar: the site's blue (renderer/styles/base.css). */
export const THEME_COLOR = '#1d4f91';
