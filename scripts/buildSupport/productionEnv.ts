/**
 * Imported first by the build: React picks its development or production build when it is first loaded,
 * and the build loads it early (the theme script's component, for the CSP hashes) before Vite would set
 * NODE_ENV itself. A development React under Vike's production renderer fails on every page.
 */
process.env.NODE_ENV = 'production';
