import { themeBootScript } from './shell/ThemeToggle.tsx';
import { href } from './href.ts';

/** Head tags every page shares. The theme script must run before the first paint. */
export default function Head() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href={href('/favicon.svg')} type="image/svg+xml" />
    </>
  );
}
