import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ListTabOption } from './list-types';

interface ListTabBarProps {
  /** The tabs' id prefix: each tab is `<id>-<value>` (the panel is labelled by the selected one). */
  id: string;
  items: readonly ListTabOption[];
  value: string;
  onChange: (tab: string) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** The tabs above a list: Active/Deleted, or the screen's own. */
export function ListTabBar({ id, items, value, onChange, label, panelId }: ListTabBarProps) {
  return (
    <Tabs
      id={id}
      value={value}
      onChange={(_event, tab: string) => onChange(tab)}
      aria-label={label}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {items.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={`${id}-${tab.value}`}
          aria-controls={panelId}
        />
      ))}
    </Tabs>
  );
}
