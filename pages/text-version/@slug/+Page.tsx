import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { MachineReadText } from '../../../renderer/components/MachineReadText.tsx';
import { TypedText } from '../../../renderer/components/TypedText.tsx';
import { href } from '../../../renderer/href.ts';

/** A document's text version: plain HTML, light on a slow link and readable on a phone, beside the PDF it came from. */
export default function Page() {
  const { scanned, typed, offeredOn } = useData<Data>();
  return (
    <>
      <Banner title={(scanned ?? typed)!.title} subtitle={scanned ? 'Text version of a scanned document' : 'Text version of a document'} />
      <div className="page-body">
        {scanned ? <MachineReadText text={scanned} heading="Text of the document" id="scan-text" /> : null}
        {typed ? <TypedText text={typed} heading="Text of the document" id="document-text" /> : null}
        {offeredOn.length > 0 ? (
          <nav aria-label="Where the document is offered">
            <p>
              Offered on:{' '}
              {offeredOn.map(({ route, title }, index) => (
                <span key={route}>
                  {index > 0 ? ', ' : null}
                  <a href={href(route)}>{title}</a>
                </span>
              ))}
            </p>
          </nav>
        ) : null}
      </div>
    </>
  );
}
