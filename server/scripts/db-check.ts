// `npm run db:check`: reads the database chosen by DATABASE_URL / DATABASE_FILE and says whether
// what must add up does (SQLite's integrity check, wallet ledgers, the counters kept by triggers).
// Exits 1 when something does not, so it can guard a restart after a crash.
import { checkConsistency } from '../src/db/consistency';
import { createDatabase } from '../src/db/database';

async function main(): Promise<void> {
  const { db, dialect } = createDatabase();
  try {
    const report = await checkConsistency(db, dialect);
    console.log(`${dialect}: integrity ${report.integrity}`);
    console.log(
      `  wallets whose balance is not the sum of their movements: ${String(report.unbalancedWallets.length)}`,
    );
    for (const wallet of report.unbalancedWallets) console.log('   ', wallet);
    console.log(`  wallets below zero: ${String(report.negativeWallets.length)}`);
    console.log(
      `  counters that do not match the orders: ${String(report.countMismatches.length)}`,
    );
    for (const mismatch of report.countMismatches) console.log('   ', mismatch);
    console.log(report.ok ? 'consistent' : 'NOT CONSISTENT');
    if (!report.ok) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
