import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityDef } from '@school/shared';
import { entityApi, type EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';

/** Delete behind a confirmation; the server's words (success, or why not) come back as a toast. */
export function useDeleteRow(def: EntityDef) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<EntityItem | null>(null);
  const mutation = useMutation({
    mutationFn: (row: EntityItem) => entityApi.remove(def.name, row.id),
    onSuccess: (message) => {
      void notify('success', message);
      void queryClient.invalidateQueries({ queryKey: ['entity', def.name] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => void notify('error', error.message),
    onSettled: () => setTarget(null),
  });
  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) mutation.mutate(target);
    },
    busy: mutation.isPending,
  };
}
