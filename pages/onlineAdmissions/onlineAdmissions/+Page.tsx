import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { AdmissionForm } from '../../../renderer/islands/AdmissionForm/island.tsx';

/** /onlineAdmissions/onlineAdmissions: the admission form; nothing typed into it is sent anywhere (spec 7). */
export default function Page() {
  const { title, content } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <p className="admission-page__intro prose">{content.intro}</p>
        <AdmissionForm content={content} />
      </div>
    </>
  );
}
