import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

export default function Page() {
  const { title, rankHolders } = useData<Data>();
  return (
    <>
      <Banner title={title} subtitle="Rank Holders" />
      <div className="page-body">
        <TableScroll label="Rank holders">
          <table className="data-table">
            <caption className="visually-hidden">Rank holders in the university examinations</caption>
            <thead>
              <tr>
                <th scope="col" className="number">
                  Sl. No.
                </th>
                <th scope="col">Name</th>
                <th scope="col">Course</th>
                <th scope="col">Year</th>
                <th scope="col">Place / Rank</th>
              </tr>
            </thead>
            <tbody>
              {rankHolders.map((holder) => (
                <tr key={holder.serial}>
                  <td className="number">{holder.serial}</td>
                  <td>{holder.name}</td>
                  <td>{holder.course}</td>
                  <td>{holder.year}</td>
                  <td>{holder.rank}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}
