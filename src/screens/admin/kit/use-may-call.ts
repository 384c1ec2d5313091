import { useStore } from '@nanostores/react';
import { mayCall, type OperationId } from '../../../core/admin/authority';
import { $me } from '../../../core/stores/me';

/** True when the signed-in user may call `operation` (on the organization `organizationUid`), as the contract says. */
export function useMayCall(operation: OperationId, organizationUid?: string): boolean {
  return mayCall(operation, useStore($me), organizationUid);
}
