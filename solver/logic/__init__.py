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

1. In the area's module here (a new `solver/logic/actions.py` for actions), declare it once, as an
   entry of the module's schema table, `solver.logic.declare.predicates` (it builds the clorm
   Predicate class `Did`; the table's classes are unpacked in its order, each under its own name):

       (Did, ...) = predicates(\"\"\"
       did(story: string, sentence: integer, actor: string, action: constant)
           what the actor did in the sentence (rules/actions_link.lp).
       ...
       \"\"\")

   `string` is a quoted string in ASP, `integer` a number, `constant` a symbolic constant; a module
   names other field classes as keywords of the call (`text=TermTextField`, solver.logic.terms: an
   argument that may be any term, read as text). Arguments several predicates share in order are one
   dict spread with `**name` (`clause=CLAUSE` in reading_facts). `as ClassName` after a signature
   names a class the CamelCase functor would not; the docstring is the signature and the meaning. A
   lone predicate may be one call of `declare.predicate`. A ProbLog fact is
   `declare.fact("suits", utility=str, object_name=str)`, a frozen dataclass of problog.Fact.
   Predicates hold fields only: helpers go in module functions.
2. Facts in: build instances (`Did("s1", 2, "Tom", open)`) and pass them to `solve(...)` or
   add `facts_text(facts)` to a control from `control()`; never format fact strings.
3. Atoms out: `decode(shown, Did, source)` returns instances in clingo's order; an atom named
   did with another arity or argument type is a DataError naming it.
4. A rule file that reads an input that may be absent declares it with `#defined did/4.` and
   a comment saying why, instead of silencing warnings.
"""
