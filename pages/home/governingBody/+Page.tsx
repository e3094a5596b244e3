import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DataTable } from '../../../renderer/components/DataTable.tsx';

type Member = Data['members'][number];

export default function Page() {
  const { title, members } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <DataTable<Member>
          caption="Members of the governing body"
          captionHidden
          rows={members}
          rowKey={(member) => `${member.name} ${member.role}`}
          columns={[
            { header: 'Name', cell: (member) => member.name },
            { header: 'Role', cell: (member) => member.role },
          ]}
        />
      </div>
    </>
  );
}
