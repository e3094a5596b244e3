/** The words beside a notice's title: Pinned, New (seven days after its date), Closed (after it expired). */
export function NoticeMarks({ pinned, isNew, closed }: { pinned: boolean; isNew: boolean; closed: boolean }) {
  return (
    <>
      {pinned && !closed ? <span className="notice-mark notice-mark--pinned">Pinned</span> : null}
      {isNew && !closed ? <span className="notice-mark notice-mark--new">New</span> : null}
      {closed ? <span className="notice-mark notice-mark--closed">Closed</span> : null}
    </>
  );
}
