import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { vehicleListQuerySchema, type Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { SearchInput } from '../../components/search-input';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../auth';
import { listCallQuery, useListParams } from '../../lib/list-params';
import { VehicleDeleteModal } from './vehicle-delete-modal';
import { VehicleFormModal, type VehicleFormTarget } from './vehicle-form-modal';
import { useVehicles } from './vehicles.api';

// Spec part 1 §9: the vehicle table is 400 high, at least 180.
const TABLE_HEIGHT = 400;
const TABLE_MIN_HEIGHT = 180;

export function VehiclesPage() {
  const { params, setParams } = useListParams(vehicleListQuerySchema);
  const query = listCallQuery(params);
  const vehicles = useVehicles(query);
  const [formTarget, setFormTarget] = useState<VehicleFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const canWrite = usePermission('fleet', 'write');

  const search = useCallback(
    (text: string) => {
      // A new search starts on page 1, but only when it changes what is sent (one character is not sent).
      setParams(
        listCallQuery({ search: text }).search === query.search
          ? { search: text }
          : { search: text, page: 1 },
      );
    },
    [setParams, query.search],
  );
  const changePage = useCallback((page: number) => setParams({ page }), [setParams]);

  const columns: Column<Vehicle>[] = [
    {
      key: 'registration_number',
      title: 'Registration Number',
      sortKey: 'registration_number',
      render: (v) => v.registration_number,
    },
    { key: 'code', title: 'Code', sortKey: 'code', render: (v) => v.code },
    { key: 'max_capacity', title: 'Max Capacity', sortKey: 'max_capacity', render: (v) => v.max_capacity },
    { key: 'status', title: 'Status', render: (v) => <StatusBadge isActive={v.is_active} /> },
  ];
  // Profiles that may only read see no actions (the server refuses their writes anyway). Each button names its
  // vehicle ("Edit KBZ 412A"), so a list of buttons read out of context still says which record it acts on.
  const actions = (v: Vehicle) => (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Edit ${v.registration_number}`}
        onClick={() => setFormTarget({ vehicle: v })}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Delete ${v.registration_number}`}
        onClick={() => setDeleting(v)}
      >
        Delete
      </Button>
    </>
  );

  return (
    <Stack gap="md">
      <PageHeading title="Vehicles Management" />
      <Group justify="space-between" gap="sm">
        <SearchInput value={params.search ?? ''} onSearch={search} placeholder="Search vehicles..." />
        {canWrite && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setFormTarget({ vehicle: null })}
          >
            Add Vehicle
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md">
        <DataTable
          label="Vehicles"
          columns={columns}
          rows={vehicles.data?.results}
          rowKey={(v) => v.id}
          actions={canWrite ? actions : undefined}
          isLoading={vehicles.isPending}
          isStale={vehicles.isPlaceholderData}
          error={vehicles.isError ? errorMessage(vehicles.error, 'Failed to load vehicles.') : null}
          onRetry={() => void vehicles.refetch()}
          isRetrying={vehicles.isFetching}
          emptyMessage={
            query.search ? 'No vehicles match your search.' : 'No vehicles yet. Add the first one.'
          }
          height={TABLE_HEIGHT}
          minHeight={TABLE_MIN_HEIGHT}
          ordering={params.ordering}
          onOrderingChange={(ordering) => setParams({ ordering, page: 1 })}
        />
      </Paper>
      <Pager
        page={params.page}
        pageSize={params.page_size}
        count={vehicles.data?.count}
        onPageChange={changePage}
        noun={{ one: 'vehicle', other: 'vehicles' }}
      />
      <VehicleFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <VehicleDeleteModal vehicle={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
