// Type-level tests of the element typings: `tsc --noEmit -p .` compiles this file (nothing runs it), so a
// typing that stops checking a property or an event's detail fails the type check at an @ts-expect-error.
import { useRef } from 'react';
import type { MeetLoginElement } from './meet-login';
import type { MeetTableElement } from './meet-table';

/** The tag map gives each element its own type with its properties. */
export function useElementsFromTheDom(): void {
  const table = document.createElement('meet-table');
  table.rows = [{ name: 'Ada' }];
  table.pageSize = 20;
  table.renderCell = (row, column) => `${row[column]}`;
  // @ts-expect-error page-size is a number
  table.pageSize = '20';
  // @ts-expect-error the table has no such property
  table.pinCode = '1234';
  const join = document.querySelector('meet-join');
  if (join) join.appUrl = 'https://meet.example.com/meet/';
  // @ts-expect-error a back button's onBack takes the fallback address
  document.createElement('meet-back-button').onBack = (href: number) => href;
  table.addEventListener('meet-page-change', (event) => {
    const page: number = event.detail.page;
    // @ts-expect-error the page is a number
    const wrong: string = event.detail.pageSize;
    return [page, wrong];
  });
}

/** A React 19 page: properties and `onmeet-*` listeners checked against each element. */
export function ReactPage({ onPage }: { onPage: (page: number) => void }) {
  const table = useRef<MeetTableElement>(null);
  const login = useRef<MeetLoginElement>(null);
  return (
    <main>
      <meet-login ref={login} redirectTo="/meet/dashboard" onmeet-signed-in={(e) => e.detail.username} />
      <meet-table
        ref={table}
        rows={[{ name: 'Ada' }]}
        pageSize={20}
        selectable
        className="wide"
        onmeet-page-change={(e) => onPage(e.detail.page)}
        onmeet-selection-change={(e) => e.detail.map((index) => index + 1)}
      />
      <meet-join appUrl="https://meet.example.com/meet/" lang="fr" />
      {/* @ts-expect-error page-size is a number */}
      <meet-table pageSize="20" />
      {/* @ts-expect-error the join form has no such property */}
      <meet-join pinCode="1234" />
      {/* @ts-expect-error the detail of meet-signed-in is { username } */}
      <meet-login onmeet-signed-in={(e: CustomEvent<{ user: number }>) => e.detail.user} />
    </main>
  );
}
