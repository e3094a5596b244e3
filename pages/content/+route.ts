/**
 * The Markdown pages of content/pages/ live at their file's path, so this page answers any address;
 * +data finds the page or answers 404, and the prerender lists exactly the pages that exist.
 * Pages with their own folder under pages/ take precedence over this catch-all.
 */
export default '/*';
