import { TableScroll } from '../../../renderer/components/TableScroll.tsx';
/** Committee members or a department's faculty: serial number (from the order), name and role. */
export function MemberTable({ title, members }: { title: string; members: { name: string; role: string }[] }) {
  return (
    <section className="member-table">
      <h2>{title}</h2>
      <TableScroll label={title}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col" className="number">
                Sl. No.
              </th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member, index) => (
              <tr key={`${member.name}-${index}`}>
                <td className="number">{index + 1}</td>
                <td>{member.name}</td>
                <td>{member.role}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
