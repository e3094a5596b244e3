export default 'Page not found';
