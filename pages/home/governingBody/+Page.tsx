import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

export default function Page() {
  const { title, members } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <TableScroll label="Members of the governing body">
          <table className="data-table">
            <caption className="visually-hidden">Members of the governing body</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={`${member.name} ${member.role}`}>
                  <td>{member.name}</td>
                  <td>{member.role}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}
