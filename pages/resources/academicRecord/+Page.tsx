import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DataTable, serialColumn } from '../../../renderer/components/DataTable.tsx';
import { PersonPhoto } from '../../../renderer/components/PersonPhoto.tsx';
import './academicRecord.css';

type RankHolder = Data['rankHolders'][number];

/** The photo column, shown once a row names a photo: a list without photos stays as it was. */
const photoColumn = { header: 'Photo', cell: (holder: RankHolder) => holder.photo && <PersonPhoto photo={holder.photo} className="rank-holder-photo" /> };

export default function Page() {
  const { title, rankHolders } = useData<Data>();
  return (
    <>
      <Banner title={title} subtitle="Rank Holders" />
      <div className="page-body">
        <DataTable<RankHolder>
          caption="Rank holders in the university examinations"
          captionHidden
          rows={rankHolders}
          rowKey={(holder) => String(holder.serial)}
          columns={[
            serialColumn,
            ...(rankHolders.some((holder) => holder.photo) ? [photoColumn] : []),
            { header: 'Name', cell: (holder) => holder.name },
            { header: 'Course', cell: (holder) => holder.course },
            { header: 'Year', cell: (holder) => holder.year },
            { header: 'Place / Rank', cell: (holder) => holder.rank },
          ]}
        />
      </div>
    </>
  );
}
