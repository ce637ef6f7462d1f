import { useEffect } from 'react';
import { NoteEditor } from '@web/features/notes/components/note-editor';
import { enableOfflineSupport } from '@web/features/notes/lib/offline-support';

/**
 * The reader's note under a report, its own chunk fetched once the report is on screen (ADR 150): the
 * note editor, its sync service and the note schemas (with the schema library) are not what a reader
 * sees first. Offline support, which exists for the note (ADR 153), starts with it: by then every file
 * the page needs to load again offline, this chunk included, has arrived.
 */
export default function ReportNotes({ reportId, userId }: { reportId: string; userId: string }) {
  useEffect(() => enableOfflineSupport(), []);
  return <NoteEditor reportId={reportId} userId={userId} />;
}
