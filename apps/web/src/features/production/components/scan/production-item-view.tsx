import { Card, Grid, Stack, Title } from '@mantine/core';
import type { ProductionItem } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { useMarkUnit } from '../../hooks/use-mark-unit';
import { unitFromSearch } from '../../production-steps';
import { ItemCosts } from '../item-costs';
import { ItemDesigns } from '../item-designs';
import { ItemNoteCard } from '../item-note-card';
import { ScanHistory } from '../scan-history';
import { ItemSummary } from './item-summary';
import { ScanPanel } from './scan-panel';
import { UnitsList } from './units-list';

export type ItemAbilities = {
  /** Undo a unit's last step (admin, manager). */
  undo: boolean;
  /** Mark every remaining step (the floor, when the item can be scanned). */
  complete: boolean;
  editNote: boolean;
  addCost: boolean;
  /** Approve or decline a stitch-out waiting for the seller. */
  approveStitchOut: boolean;
  /** Edit each design's embroidery options (staff). */
  editEmb: boolean;
};

/**
 * The page a unit's QR label opens, phone first: the order and item, the scanned unit with one
 * big button for its next step, every unit, the note, the designs, costs and the scan history.
 */
export function ProductionItemView({
  item,
  unit,
  abilities,
}: {
  item: ProductionItem;
  unit: number | undefined;
  abilities: ItemAbilities;
}) {
  const { t } = useTranslation('production');
  const marker = useMarkUnit(item.id);
  const scanned = unitFromSearch(item.units, unit);
  const showCosts = abilities.addCost || item.costs.length > 0;

  return (
    <Stack gap="md" maw={1100}>
      <ItemSummary item={item} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ScanPanel
              item={item}
              unit={scanned}
              requestedUnit={unit}
              marking={marker.pendingUnit !== undefined && marker.pendingUnit === scanned?.unit}
              onMark={(picked) => picked.next && marker.mark(picked.unit, picked.next)}
            />
            {item.note || abilities.editNote ? (
              <ItemNoteCard itemId={item.id} note={item.note} canEdit={abilities.editNote} />
            ) : null}
            <UnitsList
              item={item}
              scannedUnit={scanned?.unit}
              markingUnit={marker.pendingUnit}
              onMark={(picked) => picked.next && marker.mark(picked.unit, picked.next)}
              canUndo={abilities.undo}
              canComplete={abilities.complete && item.canScan}
            />
            <ItemDesigns
              itemId={item.id}
              designs={item.designs}
              canApprove={abilities.approveStitchOut}
              canEditEmb={abilities.editEmb}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {showCosts ? (
              <Card component="section" aria-labelledby="costs-title" padding="md">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="costs-title">
                    {t('costs.title')}
                  </Title>
                  <ItemCosts itemId={item.id} costs={item.costs} canAdd={abilities.addCost} />
                </Stack>
              </Card>
            ) : null}
            <Card component="section" aria-labelledby="history-title" padding="md">
              <Stack gap="sm">
                <Title order={2} size="h4" id="history-title">
                  {t('history.title')}
                </Title>
                <ScanHistory scans={item.scans} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
