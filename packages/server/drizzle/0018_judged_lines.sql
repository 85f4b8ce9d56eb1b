-- A line's result derived from its selection's judgement (selection_results) and its own terms, instead of a
-- row written per line: settling a million lines writes a few hundred rows. Money is rounded per line, half
-- away from zero, as @drawdesk/lottery's settleJudgements does (numeric round). won = the odds of the won
-- combinations x10,000; a tie counts at odds 1 so the payout rounds once. A refund (combinations null) pays
-- the stake back, no rebate, net 0. A line whose terms do not fit the judgement (no second odds, other
-- combinations) gets no result: settlement counts it missing and fails.
-- The lines covered are those of accepted orders: an order's settled state is its draw's settled version.
CREATE VIEW judged_lines AS
SELECT l.id AS line_id, s.result_version, l.draw_id, o.customer_id, l.share_chain, l.rebate_bp,
  CASE WHEN s.combinations IS NULL THEN 'void' WHEN m.won > 0 THEN 'win' WHEN s.ties > 0 AND s.ties = s.combinations THEN 'tie' ELSE 'lose' END AS result,
  l.amount, m.payout, m.rebate, m.payout + m.rebate - l.amount AS net
FROM selection_results s
JOIN order_lines l ON l.draw_id = s.draw_id AND l.play = s.play AND l.selection = s.selection
JOIN orders o ON o.id = l.order_id
CROSS JOIN LATERAL (SELECT s.wins1::numeric * l.odds1 + s.wins2::numeric * coalesce(l.odds2, 0) AS won) w
CROSS JOIN LATERAL (SELECT w.won,
  CASE WHEN s.combinations IS NULL THEN l.amount ELSE round(l.stake::numeric * (w.won + s.ties::numeric * 10000) / 10000)::bigint END AS payout,
  CASE WHEN s.combinations IS NULL THEN 0::bigint ELSE round(l.stake::numeric * (s.combinations - s.ties) * l.rebate_bp / 10000)::bigint END AS rebate) m
WHERE o.status IN ('accepted', 'settled')
  AND (s.combinations IS NULL OR NOT ((s.wins2 > 0 AND l.odds2 IS NULL) OR s.combinations <> l.combinations));
--> statement-breakpoint
-- Every line's result per result version: derived, and as stored per line by settlements made before.
CREATE VIEW settled_lines AS
SELECT line_id, result_version, draw_id, customer_id, result, amount, payout, rebate, net FROM line_results
UNION ALL
SELECT line_id, result_version, draw_id, customer_id, result, amount, payout, rebate, net FROM judged_lines;
