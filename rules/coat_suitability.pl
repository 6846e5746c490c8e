% How appropriate an object is for a task of a utility when the task's own context objects are
% missing (best_substitute's graded fallback). The knowledge: which tasks of the utility name the
% object among their context objects (COAT oracle). The estimate: Laplace's rule of succession
% over the utility's tasks, P = (K + 1) / (N + 2) with K of the N tasks naming it, so an object
% used in every task of the utility is near 1, one used in none is small but not 0.
% Input facts (solver/coat/suitability.py writes them, one comment line of provenance each):
%   context_count(Utility, Object, K, N).
%   in_context_of(Utility, Object, Task).  (the K tasks, kept for the trace)

P::suitable(_, _, P).
suits(U, O) :- context_count(U, O, K, N), P is (K + 1) / (N + 2), suitable(U, O, P).

% ---- the rules this file declares (read by solver/logic/catalogue.py): name, description,
% switchable (disabled/1 can switch it off for an ablation) or fixed.
rule_doc(suits, "an object suits a utility's task with the rule-of-succession estimate over the utility's tasks naming it in context.", fixed).
