import type { Database } from '../db/client.js';
import { agentRepository } from './agents.js';
import { analysisRepository } from './analyses.js';
import { exposureRepository } from './exposure.js';
import { layoffRepository } from './layoffs.js';
import { autoLayoffRepository } from './auto-layoffs.js';
import { settlementRepository } from './settlement.js';
import { statementRepository } from './statements.js';
import { statementLinkRepository } from './statement-links.js';
import { dashboardRepository } from './dashboard.js';
import { riskAlertRepository } from './risk-alerts.js';
import { riskBoardRepository } from './risk-board.js';
import { bookPayoutRepository } from './book-payouts.js';
import { riskRuleRepository } from './risk-rules.js';
import { bookChartsRepository } from './book-charts.js';
import { strategyRepository } from './strategies.js';
import { bookSettingsRepository } from './book-settings.js';
import { ledgerRepository } from './ledger.js';
import { orderRepository } from './orders.js';
import { bookRepository } from './book.js';
import { orderSeriesRepository } from './order-series.js';
import { orderAudienceRepository } from './order-audience.js';
import { orderContextRepository } from './order-context.js';
import { auditRepository } from './audit.js';
import { customerRepository } from './customers.js';
import { customerReadingRepository } from './customer-readings.js';
import { eventRepository } from './events.js';
import { jobRepository } from './jobs.js';
import { drawRepository } from './draws.js';
import { lotteryRepository } from './lotteries.js';
import { messageRepository } from './messages.js';
import { planRepository } from './plans.js';
import { loginAttemptRepository } from './login-attempts.js';
import { sessionRepository } from './sessions.js';
import { userRepository } from './users.js';
import { verificationCodeRepository } from './verification-codes.js';
import { systemRepository } from './system.js';

export function createRepositories(db: Database) {
  return {
    users: userRepository(db),
    agents: agentRepository(db),
    sessions: sessionRepository(db),
    audit: auditRepository(db),
    events: eventRepository(db),
    messages: messageRepository(db),
    plans: planRepository(db),
    loginAttempts: loginAttemptRepository(db),
    verificationCodes: verificationCodeRepository(db),
    customers: customerRepository(db),
    customerReadings: customerReadingRepository(db),
    jobs: jobRepository(db),
    lotteries: lotteryRepository(db),
    draws: drawRepository(db),
    orders: orderRepository(db),
    book: bookRepository(db),
    orderSeries: orderSeriesRepository(),
    orderAudience: orderAudienceRepository(),
    orderContext: orderContextRepository(),
    ledger: ledgerRepository(db),
    bookSettings: bookSettingsRepository(db),
    analyses: analysisRepository(db),
    strategies: strategyRepository(db),
    exposure: exposureRepository(db),
    layoffs: layoffRepository(db),
    autoLayoffs: autoLayoffRepository(db),
    settlement: settlementRepository(db),
    statements: statementRepository(db),
    statementLinks: statementLinkRepository(db),
    dashboard: dashboardRepository(db),
    riskRules: riskRuleRepository(db),
    riskBoard: riskBoardRepository(db),
    bookPayouts: bookPayoutRepository(),
    riskAlerts: riskAlertRepository(db),
    bookCharts: bookChartsRepository(db),
    system: systemRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
