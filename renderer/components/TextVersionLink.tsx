import type { Asset } from '../../common/contentTypes.ts';
import { href } from '../href.ts';

/** Beside a link to a scan read by machine: its text version, light to read on a phone (nothing for any other file). */
export function TextVersionLink({ file, name }: { file: Pick<Asset, 'text'>; name: string }) {
  if (!file.text) return null;
  return (
    <>
      {' '}
      <a className="link-note" href={href(file.text)}>
        (text version<span className="visually-hidden"> of {name}</span>)
      </a>
    </>
  );
}
