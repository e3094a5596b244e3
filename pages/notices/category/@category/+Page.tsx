import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../../renderer/components/Banner.tsx';
import { CategoryLinks } from '../../../../renderer/components/notices/CategoryLinks.tsx';
import { NoticesByYear } from '../../../../renderer/components/notices/NoticesByYear.tsx';
import { FeedLinks } from '../../../../renderer/components/notices/FeedLinks.tsx';

export default function Page() {
  const { title, category, categories, years } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <CategoryLinks categories={categories} current={category} />
        <NoticesByYear years={years} showCategory={false} />
        <FeedLinks />
      </div>
    </>
  );
}
