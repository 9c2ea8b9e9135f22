import StorefrontIcon from '@mui/icons-material/Storefront';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { stationScreenPath, useStations } from './stations';

/** A menu of the station screens, for the kitchen and station screens (which have no side menu). */
export const StationSwitcher = ({ current }: { current?: number }) => {
  const translate = useTranslate();
  const { data: stations = [] } = useStations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.stations.switch');
  if (stations.length === 0) return null;
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <StorefrontIcon fontSize="large" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {stations.map((station) => (
          <MenuItem
            key={station.id}
            component={Link}
            to={stationScreenPath(station.id)}
            selected={station.id === current}
            onClick={() => setAnchor(null)}
          >
            <ListItemText primary={station.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
