"""The one typed boundary between Python and the logic programs (clingo and ProbLog).

- `solver.logic.asp`: the clingo control factory (`control`, undefined-atom warnings on), `solve`
  (rule files + facts -> shown symbols), `decode` (shown symbols -> predicate instances, arity and
  types checked), `facts_text` (facts -> program text, written by clingo's own printer: the one
  quoting path for ASP strings).
- `solver.logic.coat`, `solver.logic.states`: clorm predicates of every atom that enters or leaves
  those programs.
- `solver.logic.problog`: names -> ProbLog constants (`atom`, `quoted`, `name_of`), terms,
  programs of rule files + Term facts, typed queries (`evaluate`, `compile_program`).
- `solver.logic.action_lexicon`: the tables of the story reader's lexicon (kb/actions/*.lp and
  kb/language/reader_*.lp: verb patterns, function words, prepositions, report verbs), ground once
  (`ground_tables`: the files hold facts and the small rules that spell them out) and decoded typed.
- `solver.logic.tables`: the facts of a knowledge file read into Python once (label meanings, COAT
  domains, word lists): tables stated once in the logic, never copied into Python.
- `solver.logic.catalogue`: the rule_doc/3 declarations of the rule files (name, description,
  switchable | fixed).

Adding a predicate (for example did/4 of the action readings):

1. In the area's module here (a new `solver/logic/actions.py` for actions), declare it once, one
   call of `solver.logic.declare.predicate` (it builds the clorm Predicate class `Did`):

       Did = predicate("did", story=StringField, sentence=IntegerField, actor=StringField,
                       action=ConstantField, doc="did/4 (rules/actions_link.lp): story, sentence, actor, action.")

   StringField is a quoted string in ASP, IntegerField a number, ConstantField a symbolic constant;
   TermTextField (solver.logic.terms) an argument that may be any term, read as text. Arguments
   several predicates share in order are one dict spread with `**` (coat.QUESTION). A ProbLog fact
   is `declare.fact("suits", utility=str, object_name=str)`, a frozen dataclass of problog.Fact.
   Predicates hold fields only: helpers go in module functions.
2. Facts in: build instances (`Did("s1", 2, "Tom", open)`) and pass them to `solve(...)` or
   add `facts_text(facts)` to a control from `control()`; never format fact strings.
3. Atoms out: `decode(shown, Did, source)` returns instances in clingo's order; an atom named
   did with another arity or argument type is a DataError naming it.
4. A rule file that reads an input that may be absent declares it with `#defined did/4.` and
   a comment saying why, instead of silencing warnings.
"""
