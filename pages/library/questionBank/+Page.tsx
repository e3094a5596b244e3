import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { QuestionBankIsland } from '../../../renderer/islands/QuestionBank/island.tsx';

export default function Page() {
  const { title, papers, programmes } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <div className="card">
          <QuestionBankIsland papers={papers} programmes={programmes} />
        </div>
      </div>
    </>
  );
}
