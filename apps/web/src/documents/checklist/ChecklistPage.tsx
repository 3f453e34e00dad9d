export function ChecklistPage({ crewId }: { crewId: number }) { return <div>{crewId}</div>; }
