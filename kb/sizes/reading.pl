% physkb general reading cues for size comparison in context (authored by the physkb team).
%
% The verb-phrase lexicon (kb/sizes/lexicon.pl) lists whole sentence shapes; these cues let
% solver/sizes/reader.py read sentences no shape fits, whatever their wording: any tense
% (inflections through the shared lemmatiser, solver/language), passive voice, adverbs,
% relative clauses, "there is X in Y", plurals. Every cue is about what a word means for
% sizes in general, never about one sentence.
%
% place(Words, Form): "X ... Words Y" puts X in, under, behind or on Y: X is the smaller.
%   Form is the size form compared (kept, or spread when the relation is about the area a
%   thing spans, see kb/sizes/nouns.pl spread_out/4).
%   "over" and "above" are left out on purpose: the moon rises over the mountains.
place([in], kept).            place([inside], kept).         place([inside, of], kept).
place([within], kept).        place([into], kept).           place([in, the, middle, of], kept).
place([on, top, of], kept).   place([onto], kept).           place([on], kept).
place([under], spread).       place([underneath], spread).   place([beneath], spread).
place([behind], spread).      place([out, of], kept).        place([through], kept).
place([from], kept).          place([upon], kept).           place([atop], kept).
place([across], kept).        place([along], kept).          place([around], kept).
        place([inside, the, body, of], kept).

% verb(Lemma, Role, Form): what a verb says about its subject and object.
%   holder:  the subject holds, carries, eats, encloses or covers the object: object smaller.
%   entrant: the subject enters, fills, rides or occupies the object: subject smaller.
verb(contain, holder, kept).    verb(hold, holder, kept).       verb(carry, holder, kept).
verb(house, holder, kept).      verb(accommodate, holder, kept). verb(store, holder, kept).
verb(swallow, holder, kept).    verb(eat, holder, kept).        verb(devour, holder, kept).
verb(gulp, holder, kept).       verb(consume, holder, kept).    verb(gobble, holder, kept).
verb(lift, holder, kept).       verb(pick, holder, kept).       verb(grab, holder, kept).
verb(grasp, holder, kept).      verb(clutch, holder, kept).     verb(catch, holder, kept).
verb(bring, holder, kept).      verb(fetch, holder, kept).      verb(throw, holder, kept).
verb(toss, holder, kept).       verb(pocket, holder, kept).     verb(enclose, holder, kept).
verb(shelter, holder, kept).    verb(encase, holder, kept).     verb(drag, holder, kept).
verb(tow, holder, kept).        verb(haul, holder, kept).       verb(hug, holder, kept).
verb(cradle, holder, kept).     verb(dwarf, holder, kept).      verb(trample, holder, kept).
verb(squash, holder, kept).     verb(crush, holder, kept).      verb(engulf, holder, kept).
verb(surround, holder, spread). verb(cover, holder, spread).    verb(wrap, holder, spread).
verb(conceal, holder, spread).  verb(hide, holder, spread).     verb(shade, holder, spread).
verb(envelop, holder, spread).  verb(overshadow, holder, spread). verb(blanket, holder, spread).
verb(enter, entrant, kept).     verb(fit, entrant, kept).       verb(fill, entrant, kept).
verb(occupy, entrant, kept).    verb(inhabit, entrant, kept).   verb(invade, entrant, kept).
verb(climb, entrant, kept).     verb(ride, entrant, kept).      verb(mount, entrant, kept).
verb(board, entrant, kept).     verb(perch, entrant, kept).     verb(straddle, entrant, kept).

% fit_verb(Lemma): verbs of fitting; negated ("did not fit in") they say the opposite.
fit_verb(fit).  fit_verb(go).  fit_verb(squeeze).  fit_verb(enter).  fit_verb(pass).

% comparative(Word, Relation): "X is Word than Y" says X is Relation than Y.
comparative(bigger, bigger).   comparative(larger, bigger).   comparative(taller, bigger).
comparative(longer, bigger).   comparative(wider, bigger).    comparative(huger, bigger).
comparative(heavier, bigger).  comparative(smaller, smaller). comparative(tinier, smaller).
comparative(shorter, smaller). comparative(littler, smaller). comparative(narrower, smaller).
comparative(lighter, smaller).

% too(Word, Relation): "X is too Word for / to ... Y" says X is Relation than Y.
too(big, bigger).  too(large, bigger).  too(wide, bigger).  too(tall, bigger).  too(long, bigger).
too(small, smaller).  too(tiny, smaller).  too(little, smaller).
