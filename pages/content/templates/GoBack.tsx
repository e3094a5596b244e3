import { href } from '../../../renderer/href.ts';

/** The "Go back" link of a committee's sub-pages: a real link to the page above, not the browser's history. */
export function GoBack({ route }: { route: string }) {
  return (
    <p className="go-back">
      <a href={href(route)}>
        <span aria-hidden="true">← </span>Go back
      </a>
    </p>
  );
}
