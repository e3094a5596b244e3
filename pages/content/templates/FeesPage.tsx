import type { ContentPage } from '../../../common/contentTypes.ts';
import type { OtherFee } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

function OtherFeesTable({ caption, fees }: { caption: string; fees: OtherFee[] }) {
  return (
    <TableScroll label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.label}>
              <th scope="row">{fee.label}</th>
              <td>
                {fee.amount !== undefined ? rupees(fee.amount) : null}
                {fee.per ? ` per ${fee.per}` : null}
                {fee.amount !== undefined && fee.note ? ', ' : null}
                {fee.note}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One table per programme (its semester total is derived by the compiler), then fees paid once and when needed. */
export function FeesPage({ page }: { page: Extract<ContentPage, { template: 'fees' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        {page.programmes.map((programme) => (
          <TableScroll key={programme.name} label={`${programme.name}: fees per semester`}>
            <table className="data-table">
              <caption>
                {programme.name}: fees per semester ({programme.semesters} semesters, all equal)
              </caption>
              <thead>
                <tr>
                  <th scope="col">Installment</th>
                  <th scope="col">When it is paid</th>
                  <th scope="col" className="number">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {programme.instalments.map((instalment) => (
                  <tr key={instalment.label}>
                    <th scope="row">{instalment.label}</th>
                    <td>{instalment.when ?? ''}</td>
                    <td className="number">{rupees(instalment.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total per semester
                  </th>
                  <td className="number">
                    <strong>{rupees(programme.semesterTotal)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        ))}
        {page.oneTime.length > 0 ? <OtherFeesTable caption="Paid once" fees={page.oneTime} /> : null}
        {page.additional.length > 0 ? <OtherFeesTable caption="Additional fees, as required" fees={page.additional} /> : null}
        <Markdown html={page.html} />
      </div>
    </>
  );
}
