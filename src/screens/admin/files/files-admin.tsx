import type { AreaScreenProps } from '../kit/area-screen';
import { FileList } from './file-list';

/** The files area of the administration console: the storage summary and the stored files. */
export function FilesAdmin(_props: AreaScreenProps) {
  return <FileList />;
}
