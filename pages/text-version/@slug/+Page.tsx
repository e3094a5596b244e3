import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { MachineReadText } from '../../../renderer/components/MachineReadText.tsx';
import { href } from '../../../renderer/href.ts';

/** A scan's text version: plain HTML, light on a slow link and readable on a phone, beside the scan it was read from. */
export default function Page() {
  const { text, offeredOn } = useData<Data>();
  return (
    <>
      <Banner title={text.title} subtitle="Text version of a scanned document" />
      <div className="page-body">
        <MachineReadText text={text} heading="Text of the document" id="scan-text" />
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
