/**
 * Runs in <head> before the first paint so a stored choice never flashes the wrong theme.
 * Without a stored choice the CSS follows the system setting.
 */
export const themeBootScript = `try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`;
