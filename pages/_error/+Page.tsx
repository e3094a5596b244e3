import { usePageContext } from 'vike-react/usePageContext';
import { href } from '../../renderer/href.ts';

/** The not-found page (404.html), and the page shown if rendering ever fails. */
export default function Page() {
  const { is404 } = usePageContext();
  return (
    <div className="not-found">
      <h1>{is404 ? 'THIS PAGE COULD NOT BE FOUND' : 'SOMETHING WENT WRONG'}</h1>
      <p>
        <a className="button" href={href('/')}>
          Go to the home page
        </a>
      </p>
    </div>
  );
}
