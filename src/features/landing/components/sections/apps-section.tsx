import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTheme } from '@mui/material/styles';
import { APPS, pathUnder } from '../../landing-sections';
import type { App, Layout } from '../../landing-sections';
import { LayoutThumbnail } from '../illustrations/layout-thumbnail';
import { LandingSection } from '../landing-section';

/** The screen each application opens, drawn beside its description. */
const SCREEN_OF: Record<App, Layout> = { survey: 'polls', chat: 'userList', todo: 'orderList' };

/** Survey, Chat and Todo in tabs: what each one does in this product, and a link that opens it. */
export function AppsSection({ adminRoot }: { adminRoot: string }) {
  const { t } = useTranslation('landing');
  const rtl = useTheme().direction === 'rtl';
  const [current, setCurrent] = useState<App>('survey');
  const base = useId();

  return (
    <LandingSection id="apps" title={t('apps.title')} subtitle={t('apps.subtitle')}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={current}
          onChange={(_event, value: App) => setCurrent(value)}
          aria-label={t('apps.tabsLabel')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {APPS.map(({ key }) => (
            <Tab
              key={key}
              value={key}
              label={t(`apps.items.${key}.label`)}
              id={`${base}-tab-${key}`}
              aria-controls={`${base}-panel-${key}`}
            />
          ))}
        </Tabs>
        {APPS.map(({ key, path }) => (
          <Box
            key={key}
            role="tabpanel"
            id={`${base}-panel-${key}`}
            aria-labelledby={`${base}-tab-${key}`}
            hidden={key !== current}
            sx={{ p: { xs: 3, md: 5 } }}
          >
            {key === current && (
              <Box
                sx={{
                  display: 'grid',
                  gap: { xs: 3, md: 6 },
                  alignItems: 'center',
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                <Box>
                  <Typography component="h3" variant="h5" sx={{ fontWeight: 600, mb: 1.5 }}>
                    {t(`apps.items.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 3 }}>
                    {t(`apps.items.${key}.text`)}
                  </Typography>
                  <Button
                    component={RouterLink}
                    to={pathUnder(adminRoot, path)}
                    variant="contained"
                    endIcon={rtl ? <ArrowBack /> : <ArrowForward />}
                  >
                    {t(`apps.items.${key}.open`)}
                  </Button>
                </Box>
                <Paper variant="outlined" sx={{ p: 1 }}>
                  <LayoutThumbnail layout={SCREEN_OF[key]} />
                </Paper>
              </Box>
            )}
          </Box>
        ))}
      </Paper>
    </LandingSection>
  );
}
