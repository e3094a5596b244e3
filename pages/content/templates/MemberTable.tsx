import { DataTable, serialColumn } from '../../../renderer/components/DataTable.tsx';

type Member = { serial: number; name: string; role: string };

/** Committee members or a department's faculty: serial number (from the order), name and role. */
export function MemberTable({ title, members }: { title: string; members: Member[] }) {
  return (
    <section className="member-table">
      <h2>{title}</h2>
      <DataTable<Member>
        caption={title}
        captionHidden
        rows={members}
        rowKey={(member, index) => `${member.name}-${index}`}
        columns={[serialColumn, { header: 'Name', cell: (member) => member.name }, { header: 'Role', cell: (member) => member.role }]}
      />
    </section>
  );
}
