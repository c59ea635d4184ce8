# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,83,528,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,1,0,1,0,1,0,3,0,64,8,0,1,0,1,0,1,1,
        1,1,1,1,1,2,1,2,1,3,1,3,1,3,5,3,76,8,3,10,3,12,3,79,9,3,1,4,1,4,
        1,4,5,4,84,8,4,10,4,12,4,87,9,4,1,5,1,5,5,5,91,8,5,10,5,12,5,94,
        9,5,1,6,1,6,1,6,1,6,1,6,3,6,101,8,6,1,6,1,6,1,6,3,6,106,8,6,1,6,
        1,6,1,6,3,6,111,8,6,1,6,1,6,1,6,1,6,3,6,117,8,6,1,6,1,6,1,6,1,6,
        1,6,1,6,3,6,125,8,6,1,6,1,6,1,6,1,6,1,6,5,6,132,8,6,10,6,12,6,135,
        9,6,1,6,3,6,138,8,6,1,6,1,6,1,6,3,6,143,8,6,1,6,1,6,3,6,147,8,6,
        1,7,1,7,1,8,1,8,1,8,1,8,3,8,155,8,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,
        1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,3,8,177,8,8,
        1,8,1,8,3,8,181,8,8,1,8,1,8,1,8,1,8,5,8,187,8,8,10,8,12,8,190,9,
        8,1,9,1,9,1,9,1,9,3,9,196,8,9,1,10,1,10,1,10,1,10,1,10,5,10,203,
        8,10,10,10,12,10,206,9,10,1,10,3,10,209,8,10,3,10,211,8,10,1,10,
        1,10,1,10,3,10,216,8,10,1,10,1,10,1,10,1,10,5,10,222,8,10,10,10,
        12,10,225,9,10,1,10,3,10,228,8,10,3,10,230,8,10,1,10,1,10,1,10,1,
        10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,3,10,244,8,10,1,10,1,
        10,1,10,1,10,1,10,1,10,3,10,252,8,10,1,10,1,10,1,10,1,10,1,10,1,
        10,1,10,4,10,261,8,10,11,10,12,10,262,1,10,1,10,3,10,267,8,10,1,
        10,1,10,1,10,1,10,1,10,1,10,4,10,275,8,10,11,10,12,10,276,1,10,1,
        10,3,10,281,8,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,4,
        10,292,8,10,11,10,12,10,293,1,10,1,10,3,10,298,8,10,1,10,1,10,1,
        10,1,10,1,10,1,10,3,10,306,8,10,3,10,308,8,10,1,11,1,11,1,12,1,12,
        1,12,3,12,315,8,12,1,12,1,12,1,12,3,12,320,8,12,1,12,1,12,3,12,324,
        8,12,1,12,3,12,327,8,12,1,12,3,12,330,8,12,1,13,1,13,1,13,1,13,1,
        13,1,13,1,13,3,13,339,8,13,1,14,1,14,3,14,343,8,14,1,14,1,14,1,14,
        5,14,348,8,14,10,14,12,14,351,9,14,1,14,1,14,1,14,1,14,1,14,5,14,
        358,8,14,10,14,12,14,361,9,14,3,14,363,8,14,3,14,365,8,14,1,15,1,
        15,1,15,1,15,5,15,371,8,15,10,15,12,15,374,9,15,1,15,1,15,1,16,1,
        16,1,16,1,16,1,17,1,17,1,17,1,17,1,17,1,17,1,18,1,18,1,18,1,18,1,
        18,1,18,3,18,394,8,18,1,19,1,19,1,19,1,19,1,19,5,19,401,8,19,10,
        19,12,19,404,9,19,3,19,406,8,19,1,19,1,19,1,19,1,19,1,19,5,19,413,
        8,19,10,19,12,19,416,9,19,3,19,418,8,19,1,19,3,19,421,8,19,1,20,
        1,20,3,20,425,8,20,1,20,1,20,3,20,429,8,20,1,21,1,21,1,21,1,21,1,
        21,1,21,1,21,3,21,438,8,21,1,22,1,22,1,22,1,22,1,22,1,22,1,22,1,
        22,1,22,3,22,449,8,22,1,23,1,23,3,23,453,8,23,1,23,3,23,456,8,23,
        1,24,1,24,3,24,460,8,24,1,25,1,25,1,25,1,25,5,25,466,8,25,10,25,
        12,25,469,9,25,3,25,471,8,25,1,25,1,25,3,25,475,8,25,1,25,1,25,1,
        26,1,26,1,26,1,26,1,26,1,26,5,26,485,8,26,10,26,12,26,488,9,26,1,
        26,1,26,3,26,492,8,26,1,27,1,27,3,27,496,8,27,1,28,1,28,1,29,1,29,
        1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,
        1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,3,29,526,
        8,29,1,29,0,1,16,30,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,
        34,36,38,40,42,44,46,48,50,52,54,56,58,0,14,1,0,2,3,1,0,7,8,1,0,
        69,75,2,0,4,4,65,65,1,0,66,68,1,0,64,65,1,0,21,22,2,0,6,8,44,49,
        2,0,9,9,43,43,2,0,30,31,42,42,1,0,33,34,1,0,35,36,1,0,38,39,2,0,
        24,27,30,43,619,0,60,1,0,0,0,2,67,1,0,0,0,4,70,1,0,0,0,6,72,1,0,
        0,0,8,80,1,0,0,0,10,88,1,0,0,0,12,146,1,0,0,0,14,148,1,0,0,0,16,
        154,1,0,0,0,18,195,1,0,0,0,20,307,1,0,0,0,22,309,1,0,0,0,24,314,
        1,0,0,0,26,338,1,0,0,0,28,364,1,0,0,0,30,366,1,0,0,0,32,377,1,0,
        0,0,34,381,1,0,0,0,36,387,1,0,0,0,38,405,1,0,0,0,40,422,1,0,0,0,
        42,430,1,0,0,0,44,448,1,0,0,0,46,450,1,0,0,0,48,459,1,0,0,0,50,461,
        1,0,0,0,52,491,1,0,0,0,54,495,1,0,0,0,56,497,1,0,0,0,58,525,1,0,
        0,0,60,63,3,4,2,0,61,62,5,23,0,0,62,64,3,54,27,0,63,61,1,0,0,0,63,
        64,1,0,0,0,64,65,1,0,0,0,65,66,5,0,0,1,66,1,1,0,0,0,67,68,3,46,23,
        0,68,69,5,0,0,1,69,3,1,0,0,0,70,71,3,6,3,0,71,5,1,0,0,0,72,77,3,
        8,4,0,73,74,7,0,0,0,74,76,3,8,4,0,75,73,1,0,0,0,76,79,1,0,0,0,77,
        75,1,0,0,0,77,78,1,0,0,0,78,7,1,0,0,0,79,77,1,0,0,0,80,85,3,10,5,
        0,81,82,5,1,0,0,82,84,3,10,5,0,83,81,1,0,0,0,84,87,1,0,0,0,85,83,
        1,0,0,0,85,86,1,0,0,0,86,9,1,0,0,0,87,85,1,0,0,0,88,92,3,16,8,0,
        89,91,3,12,6,0,90,89,1,0,0,0,91,94,1,0,0,0,92,90,1,0,0,0,92,93,1,
        0,0,0,93,11,1,0,0,0,94,92,1,0,0,0,95,96,3,14,7,0,96,97,3,16,8,0,
        97,147,1,0,0,0,98,100,5,5,0,0,99,101,5,4,0,0,100,99,1,0,0,0,100,
        101,1,0,0,0,101,102,1,0,0,0,102,147,5,6,0,0,103,105,5,5,0,0,104,
        106,5,4,0,0,105,104,1,0,0,0,105,106,1,0,0,0,106,107,1,0,0,0,107,
        147,7,1,0,0,108,110,5,5,0,0,109,111,5,4,0,0,110,109,1,0,0,0,110,
        111,1,0,0,0,111,112,1,0,0,0,112,113,5,9,0,0,113,114,5,10,0,0,114,
        147,3,16,8,0,115,117,5,4,0,0,116,115,1,0,0,0,116,117,1,0,0,0,117,
        118,1,0,0,0,118,119,5,11,0,0,119,120,3,16,8,0,120,121,5,1,0,0,121,
        122,3,16,8,0,122,147,1,0,0,0,123,125,5,4,0,0,124,123,1,0,0,0,124,
        125,1,0,0,0,125,126,1,0,0,0,126,127,5,12,0,0,127,128,5,58,0,0,128,
        133,3,4,2,0,129,130,5,56,0,0,130,132,3,4,2,0,131,129,1,0,0,0,132,
        135,1,0,0,0,133,131,1,0,0,0,133,134,1,0,0,0,134,137,1,0,0,0,135,
        133,1,0,0,0,136,138,5,56,0,0,137,136,1,0,0,0,137,138,1,0,0,0,138,
        139,1,0,0,0,139,140,5,59,0,0,140,147,1,0,0,0,141,143,5,4,0,0,142,
        141,1,0,0,0,142,143,1,0,0,0,143,144,1,0,0,0,144,145,5,13,0,0,145,
        147,3,16,8,0,146,95,1,0,0,0,146,98,1,0,0,0,146,103,1,0,0,0,146,108,
        1,0,0,0,146,116,1,0,0,0,146,124,1,0,0,0,146,142,1,0,0,0,147,13,1,
        0,0,0,148,149,7,2,0,0,149,15,1,0,0,0,150,151,6,8,-1,0,151,155,3,
        20,10,0,152,153,7,3,0,0,153,155,3,16,8,4,154,150,1,0,0,0,154,152,
        1,0,0,0,155,188,1,0,0,0,156,157,10,3,0,0,157,158,7,4,0,0,158,187,
        3,16,8,4,159,160,10,2,0,0,160,161,7,5,0,0,161,187,3,16,8,3,162,163,
        10,1,0,0,163,164,5,63,0,0,164,187,3,16,8,2,165,166,10,8,0,0,166,
        167,5,54,0,0,167,187,3,46,23,0,168,169,10,7,0,0,169,170,5,60,0,0,
        170,171,3,4,2,0,171,172,5,61,0,0,172,187,1,0,0,0,173,174,10,6,0,
        0,174,176,5,60,0,0,175,177,3,4,2,0,176,175,1,0,0,0,176,177,1,0,0,
        0,177,178,1,0,0,0,178,180,5,55,0,0,179,181,3,4,2,0,180,179,1,0,0,
        0,180,181,1,0,0,0,181,182,1,0,0,0,182,187,5,61,0,0,183,184,10,5,
        0,0,184,185,5,57,0,0,185,187,3,18,9,0,186,156,1,0,0,0,186,159,1,
        0,0,0,186,162,1,0,0,0,186,165,1,0,0,0,186,168,1,0,0,0,186,173,1,
        0,0,0,186,183,1,0,0,0,187,190,1,0,0,0,188,186,1,0,0,0,188,189,1,
        0,0,0,189,17,1,0,0,0,190,188,1,0,0,0,191,196,3,54,27,0,192,196,5,
        50,0,0,193,196,5,48,0,0,194,196,5,47,0,0,195,191,1,0,0,0,195,192,
        1,0,0,0,195,193,1,0,0,0,195,194,1,0,0,0,196,19,1,0,0,0,197,308,3,
        22,11,0,198,210,5,58,0,0,199,204,3,4,2,0,200,201,5,56,0,0,201,203,
        3,4,2,0,202,200,1,0,0,0,203,206,1,0,0,0,204,202,1,0,0,0,204,205,
        1,0,0,0,205,208,1,0,0,0,206,204,1,0,0,0,207,209,5,56,0,0,208,207,
        1,0,0,0,208,209,1,0,0,0,209,211,1,0,0,0,210,199,1,0,0,0,210,211,
        1,0,0,0,211,212,1,0,0,0,212,215,5,59,0,0,213,214,5,62,0,0,214,216,
        3,4,2,0,215,213,1,0,0,0,215,216,1,0,0,0,216,308,1,0,0,0,217,229,
        5,60,0,0,218,223,3,4,2,0,219,220,5,56,0,0,220,222,3,4,2,0,221,219,
        1,0,0,0,222,225,1,0,0,0,223,221,1,0,0,0,223,224,1,0,0,0,224,227,
        1,0,0,0,225,223,1,0,0,0,226,228,5,56,0,0,227,226,1,0,0,0,227,228,
        1,0,0,0,228,230,1,0,0,0,229,218,1,0,0,0,229,230,1,0,0,0,230,231,
        1,0,0,0,231,308,5,61,0,0,232,233,3,54,27,0,233,234,5,62,0,0,234,
        235,3,4,2,0,235,308,1,0,0,0,236,237,7,6,0,0,237,238,5,58,0,0,238,
        239,3,4,2,0,239,240,5,23,0,0,240,241,3,46,23,0,241,243,5,59,0,0,
        242,244,3,30,15,0,243,242,1,0,0,0,243,244,1,0,0,0,244,308,1,0,0,
        0,245,246,5,14,0,0,246,247,3,4,2,0,247,248,5,15,0,0,248,251,3,4,
        2,0,249,250,5,16,0,0,250,252,3,4,2,0,251,249,1,0,0,0,251,252,1,0,
        0,0,252,308,1,0,0,0,253,254,5,20,0,0,254,260,3,4,2,0,255,256,5,17,
        0,0,256,257,3,4,2,0,257,258,5,15,0,0,258,259,3,4,2,0,259,261,1,0,
        0,0,260,255,1,0,0,0,261,262,1,0,0,0,262,260,1,0,0,0,262,263,1,0,
        0,0,263,266,1,0,0,0,264,265,5,16,0,0,265,267,3,4,2,0,266,264,1,0,
        0,0,266,267,1,0,0,0,267,308,1,0,0,0,268,274,5,17,0,0,269,270,5,18,
        0,0,270,271,3,4,2,0,271,272,5,15,0,0,272,273,3,4,2,0,273,275,1,0,
        0,0,274,269,1,0,0,0,275,276,1,0,0,0,276,274,1,0,0,0,276,277,1,0,
        0,0,277,280,1,0,0,0,278,279,5,16,0,0,279,281,3,4,2,0,280,278,1,0,
        0,0,280,281,1,0,0,0,281,282,1,0,0,0,282,283,5,19,0,0,283,308,1,0,
        0,0,284,285,5,17,0,0,285,291,3,4,2,0,286,287,5,18,0,0,287,288,3,
        4,2,0,288,289,5,15,0,0,289,290,3,4,2,0,290,292,1,0,0,0,291,286,1,
        0,0,0,292,293,1,0,0,0,293,291,1,0,0,0,293,294,1,0,0,0,294,297,1,
        0,0,0,295,296,5,16,0,0,296,298,3,4,2,0,297,295,1,0,0,0,297,298,1,
        0,0,0,298,299,1,0,0,0,299,300,5,19,0,0,300,308,1,0,0,0,301,308,3,
        24,12,0,302,308,5,51,0,0,303,306,3,54,27,0,304,306,5,50,0,0,305,
        303,1,0,0,0,305,304,1,0,0,0,306,308,1,0,0,0,307,197,1,0,0,0,307,
        198,1,0,0,0,307,217,1,0,0,0,307,232,1,0,0,0,307,236,1,0,0,0,307,
        245,1,0,0,0,307,253,1,0,0,0,307,268,1,0,0,0,307,284,1,0,0,0,307,
        301,1,0,0,0,307,302,1,0,0,0,307,305,1,0,0,0,308,21,1,0,0,0,309,310,
        7,7,0,0,310,23,1,0,0,0,311,312,3,54,27,0,312,313,5,57,0,0,313,315,
        1,0,0,0,314,311,1,0,0,0,314,315,1,0,0,0,315,316,1,0,0,0,316,317,
        3,26,13,0,317,319,5,58,0,0,318,320,3,28,14,0,319,318,1,0,0,0,319,
        320,1,0,0,0,320,321,1,0,0,0,321,323,5,59,0,0,322,324,3,30,15,0,323,
        322,1,0,0,0,323,324,1,0,0,0,324,326,1,0,0,0,325,327,3,34,17,0,326,
        325,1,0,0,0,326,327,1,0,0,0,327,329,1,0,0,0,328,330,3,36,18,0,329,
        328,1,0,0,0,329,330,1,0,0,0,330,25,1,0,0,0,331,339,3,54,27,0,332,
        339,5,1,0,0,333,339,5,2,0,0,334,339,5,3,0,0,335,339,5,4,0,0,336,
        339,5,13,0,0,337,339,5,11,0,0,338,331,1,0,0,0,338,332,1,0,0,0,338,
        333,1,0,0,0,338,334,1,0,0,0,338,335,1,0,0,0,338,336,1,0,0,0,338,
        337,1,0,0,0,339,27,1,0,0,0,340,365,5,66,0,0,341,343,7,8,0,0,342,
        341,1,0,0,0,342,343,1,0,0,0,343,344,1,0,0,0,344,349,3,4,2,0,345,
        346,5,56,0,0,346,348,3,4,2,0,347,345,1,0,0,0,348,351,1,0,0,0,349,
        347,1,0,0,0,349,350,1,0,0,0,350,362,1,0,0,0,351,349,1,0,0,0,352,
        353,5,29,0,0,353,354,5,28,0,0,354,359,3,40,20,0,355,356,5,56,0,0,
        356,358,3,40,20,0,357,355,1,0,0,0,358,361,1,0,0,0,359,357,1,0,0,
        0,359,360,1,0,0,0,360,363,1,0,0,0,361,359,1,0,0,0,362,352,1,0,0,
        0,362,363,1,0,0,0,363,365,1,0,0,0,364,340,1,0,0,0,364,342,1,0,0,
        0,365,29,1,0,0,0,366,367,5,60,0,0,367,372,3,32,16,0,368,369,5,56,
        0,0,369,371,3,32,16,0,370,368,1,0,0,0,371,374,1,0,0,0,372,370,1,
        0,0,0,372,373,1,0,0,0,373,375,1,0,0,0,374,372,1,0,0,0,375,376,5,
        61,0,0,376,31,1,0,0,0,377,378,3,54,27,0,378,379,5,55,0,0,379,380,
        3,58,29,0,380,33,1,0,0,0,381,382,5,24,0,0,382,383,5,58,0,0,383,384,
        5,25,0,0,384,385,3,4,2,0,385,386,5,59,0,0,386,35,1,0,0,0,387,393,
        5,26,0,0,388,394,3,54,27,0,389,390,5,58,0,0,390,391,3,38,19,0,391,
        392,5,59,0,0,392,394,1,0,0,0,393,388,1,0,0,0,393,389,1,0,0,0,394,
        37,1,0,0,0,395,396,5,27,0,0,396,397,5,28,0,0,397,402,3,4,2,0,398,
        399,5,56,0,0,399,401,3,4,2,0,400,398,1,0,0,0,401,404,1,0,0,0,402,
        400,1,0,0,0,402,403,1,0,0,0,403,406,1,0,0,0,404,402,1,0,0,0,405,
        395,1,0,0,0,405,406,1,0,0,0,406,417,1,0,0,0,407,408,5,29,0,0,408,
        409,5,28,0,0,409,414,3,40,20,0,410,411,5,56,0,0,411,413,3,40,20,
        0,412,410,1,0,0,0,413,416,1,0,0,0,414,412,1,0,0,0,414,415,1,0,0,
        0,415,418,1,0,0,0,416,414,1,0,0,0,417,407,1,0,0,0,417,418,1,0,0,
        0,418,420,1,0,0,0,419,421,3,42,21,0,420,419,1,0,0,0,420,421,1,0,
        0,0,421,39,1,0,0,0,422,424,3,4,2,0,423,425,7,9,0,0,424,423,1,0,0,
        0,424,425,1,0,0,0,425,428,1,0,0,0,426,427,5,32,0,0,427,429,7,10,
        0,0,428,426,1,0,0,0,428,429,1,0,0,0,429,41,1,0,0,0,430,437,7,11,
        0,0,431,432,5,11,0,0,432,433,3,44,22,0,433,434,5,1,0,0,434,435,3,
        44,22,0,435,438,1,0,0,0,436,438,3,44,22,0,437,431,1,0,0,0,437,436,
        1,0,0,0,438,43,1,0,0,0,439,440,5,37,0,0,440,449,5,38,0,0,441,442,
        5,37,0,0,442,449,5,39,0,0,443,444,5,40,0,0,444,449,5,41,0,0,445,
        446,3,16,8,0,446,447,7,12,0,0,447,449,1,0,0,0,448,439,1,0,0,0,448,
        441,1,0,0,0,448,443,1,0,0,0,448,445,1,0,0,0,449,45,1,0,0,0,450,452,
        3,48,24,0,451,453,5,76,0,0,452,451,1,0,0,0,452,453,1,0,0,0,453,455,
        1,0,0,0,454,456,3,50,25,0,455,454,1,0,0,0,455,456,1,0,0,0,456,47,
        1,0,0,0,457,460,3,54,27,0,458,460,5,52,0,0,459,457,1,0,0,0,459,458,
        1,0,0,0,460,49,1,0,0,0,461,470,5,74,0,0,462,467,3,52,26,0,463,464,
        5,56,0,0,464,466,3,52,26,0,465,463,1,0,0,0,466,469,1,0,0,0,467,465,
        1,0,0,0,467,468,1,0,0,0,468,471,1,0,0,0,469,467,1,0,0,0,470,462,
        1,0,0,0,470,471,1,0,0,0,471,474,1,0,0,0,472,473,5,62,0,0,473,475,
        3,46,23,0,474,472,1,0,0,0,474,475,1,0,0,0,475,476,1,0,0,0,476,477,
        5,75,0,0,477,51,1,0,0,0,478,492,5,48,0,0,479,492,3,46,23,0,480,481,
        5,58,0,0,481,486,3,46,23,0,482,483,5,56,0,0,483,485,3,46,23,0,484,
        482,1,0,0,0,485,488,1,0,0,0,486,484,1,0,0,0,486,487,1,0,0,0,487,
        489,1,0,0,0,488,486,1,0,0,0,489,490,5,59,0,0,490,492,1,0,0,0,491,
        478,1,0,0,0,491,479,1,0,0,0,491,480,1,0,0,0,492,53,1,0,0,0,493,496,
        5,53,0,0,494,496,3,56,28,0,495,493,1,0,0,0,495,494,1,0,0,0,496,55,
        1,0,0,0,497,498,7,13,0,0,498,57,1,0,0,0,499,526,3,54,27,0,500,526,
        5,1,0,0,501,526,5,2,0,0,502,526,5,3,0,0,503,526,5,4,0,0,504,526,
        5,5,0,0,505,526,5,6,0,0,506,526,5,7,0,0,507,526,5,8,0,0,508,526,
        5,9,0,0,509,526,5,10,0,0,510,526,5,11,0,0,511,526,5,12,0,0,512,526,
        5,13,0,0,513,526,5,14,0,0,514,526,5,15,0,0,515,526,5,16,0,0,516,
        526,5,17,0,0,517,526,5,18,0,0,518,526,5,19,0,0,519,526,5,20,0,0,
        520,526,5,21,0,0,521,526,5,22,0,0,522,526,5,23,0,0,523,526,5,28,
        0,0,524,526,5,29,0,0,525,499,1,0,0,0,525,500,1,0,0,0,525,501,1,0,
        0,0,525,502,1,0,0,0,525,503,1,0,0,0,525,504,1,0,0,0,525,505,1,0,
        0,0,525,506,1,0,0,0,525,507,1,0,0,0,525,508,1,0,0,0,525,509,1,0,
        0,0,525,510,1,0,0,0,525,511,1,0,0,0,525,512,1,0,0,0,525,513,1,0,
        0,0,525,514,1,0,0,0,525,515,1,0,0,0,525,516,1,0,0,0,525,517,1,0,
        0,0,525,518,1,0,0,0,525,519,1,0,0,0,525,520,1,0,0,0,525,521,1,0,
        0,0,525,522,1,0,0,0,525,523,1,0,0,0,525,524,1,0,0,0,526,59,1,0,0,
        0,68,63,77,85,92,100,105,110,116,124,133,137,142,146,154,176,180,
        186,188,195,204,208,210,215,223,227,229,243,251,262,266,276,280,
        293,297,305,307,314,319,323,326,329,338,342,349,359,362,364,372,
        393,402,405,414,417,420,424,428,437,448,452,455,459,467,470,474,
        486,491,495,525
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'::'", "':'", "','", "'.'", "'('", "')'", "'['", "']'", 
                     "'->'", "'||'", "'+'", "'-'", "'*'", "'/'", "'%'", 
                     "'='", "'!='", "'<>'", "'<='", "'>='", "'<'", "'>'", 
                     "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", "DECIMAL_LIT", 
                      "INTEGER", "STRING", "QUOTED_IDENT", "POSITIONAL", 
                      "USER_TYPE", "IDENT", "DOUBLE_COLON", "COLON", "COMMA", 
                      "DOT", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", 
                      "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", "SLASH", 
                      "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", "GTE", "LT", 
                      "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", "WS", 
                      "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_expr = 2
    RULE_orExpr = 3
    RULE_andExpr = 4
    RULE_predicate = 5
    RULE_predicateTail = 6
    RULE_compOp = 7
    RULE_valueExpr = 8
    RULE_fieldSelector = 9
    RULE_primary = 10
    RULE_literal = 11
    RULE_call = 12
    RULE_functionName = 13
    RULE_callArgs = 14
    RULE_optionList = 15
    RULE_functionOption = 16
    RULE_filterClause = 17
    RULE_overClause = 18
    RULE_windowSpec = 19
    RULE_sortItem = 20
    RULE_frame = 21
    RULE_frameBound = 22
    RULE_typeExpr = 23
    RULE_typeName = 24
    RULE_typeParams = 25
    RULE_typeParam = 26
    RULE_identifier = 27
    RULE_softKeyword = 28
    RULE_word = 29

    ruleNames =  [ "root", "typeRoot", "expr", "orExpr", "andExpr", "predicate", 
                   "predicateTail", "compOp", "valueExpr", "fieldSelector", 
                   "primary", "literal", "call", "functionName", "callArgs", 
                   "optionList", "functionOption", "filterClause", "overClause", 
                   "windowSpec", "sortItem", "frame", "frameBound", "typeExpr", 
                   "typeName", "typeParams", "typeParam", "identifier", 
                   "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    TIMESTAMP_LIT=44
    DATE_LIT=45
    TIME_LIT=46
    DECIMAL_LIT=47
    INTEGER=48
    STRING=49
    QUOTED_IDENT=50
    POSITIONAL=51
    USER_TYPE=52
    IDENT=53
    DOUBLE_COLON=54
    COLON=55
    COMMA=56
    DOT=57
    LPAREN=58
    RPAREN=59
    LBRACKET=60
    RBRACKET=61
    ARROW=62
    CONCAT=63
    PLUS=64
    MINUS=65
    STAR=66
    SLASH=67
    PERCENT=68
    EQ=69
    NEQ=70
    NEQ_SQL=71
    LTE=72
    GTE=73
    LT=74
    GT=75
    QMARK=76
    LINE_COMMENT=77
    BLOCK_COMMENT=78
    WS=79
    UNTERMINATED_STRING=80
    UNTERMINATED_QUOTED_IDENT=81
    UNTERMINATED_COMMENT=82
    UNEXPECTED_CHAR=83

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 60
            self.expr()
            self.state = 63
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 61
                self.match(SubstraitExprParser.AS)
                self.state = 62
                localctx.alias = self.identifier()


            self.state = 65
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 67
            self.typeExpr()
            self.state = 68
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 70
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset86 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 72
            self.andExpr()
            self.state = 77
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,1,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 73
                    localctx._tset86 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset86 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset86)
                    self.state = 74
                    self.andExpr() 
                self.state = 79
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,1,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 80
            self.predicate()
            self.state = 85
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 81
                    self.match(SubstraitExprParser.AND)
                    self.state = 82
                    self.predicate() 
                self.state = 87
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 88
            self.valueExpr(0)
            self.state = 92
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 89
                    self.predicateTail() 
                self.state = 94
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 146
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,12,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 95
                self.compOp()
                self.state = 96
                self.valueExpr(0)
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 98
                self.match(SubstraitExprParser.IS)
                self.state = 100
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 99
                    self.match(SubstraitExprParser.NOT)


                self.state = 102
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 103
                self.match(SubstraitExprParser.IS)
                self.state = 105
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 104
                    self.match(SubstraitExprParser.NOT)


                self.state = 107
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 108
                self.match(SubstraitExprParser.IS)
                self.state = 110
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 109
                    self.match(SubstraitExprParser.NOT)


                self.state = 112
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 113
                self.match(SubstraitExprParser.FROM)
                self.state = 114
                self.valueExpr(0)
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 116
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 115
                    self.match(SubstraitExprParser.NOT)


                self.state = 118
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 119
                localctx.low = self.valueExpr(0)
                self.state = 120
                self.match(SubstraitExprParser.AND)
                self.state = 121
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 124
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 123
                    self.match(SubstraitExprParser.NOT)


                self.state = 126
                self.match(SubstraitExprParser.IN)
                self.state = 127
                self.match(SubstraitExprParser.LPAREN)
                self.state = 128
                self.expr()
                self.state = 133
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,9,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 129
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 130
                        self.expr() 
                    self.state = 135
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,9,self._ctx)

                self.state = 137
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==56:
                    self.state = 136
                    self.match(SubstraitExprParser.COMMA)


                self.state = 139
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 142
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 141
                    self.match(SubstraitExprParser.NOT)


                self.state = 144
                self.match(SubstraitExprParser.LIKE)
                self.state = 145
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 148
            _la = self._input.LA(1)
            if not(((((_la - 69)) & ~0x3f) == 0 and ((1 << (_la - 69)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 16
        self.enterRecursionRule(localctx, 16, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 154
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,13,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 151
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 152
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==65):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 153
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 188
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,17,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 186
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 156
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 157
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 158
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 159
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 160
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==64 or _la==65):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 161
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 162
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 163
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 164
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 165
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 166
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 167
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 168
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 169
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 170
                        localctx.index = self.expr()
                        self.state = 171
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 173
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 174
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 176
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 175
                            localctx.lower = self.expr()


                        self.state = 178
                        self.match(SubstraitExprParser.COLON)
                        self.state = 180
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 179
                            localctx.upper = self.expr()


                        self.state = 182
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 183
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 184
                        self.match(SubstraitExprParser.DOT)
                        self.state = 185
                        self.fieldSelector()
                        pass

             
                self.state = 190
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,17,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_fieldSelector)
        try:
            self.state = 195
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 191
                self.identifier()
                pass
            elif token in [50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 192
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [48]:
                self.enterOuterAlt(localctx, 3)
                self.state = 193
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [47]:
                self.enterOuterAlt(localctx, 4)
                self.state = 194
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class GroupContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroup" ):
                return visitor.visitGroup(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 307
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,35,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 197
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.GroupContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 198
                self.match(SubstraitExprParser.LPAREN)
                self.state = 210
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 199
                    self.expr()
                    self.state = 204
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,19,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 200
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 201
                            self.expr() 
                        self.state = 206
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,19,self._ctx)

                    self.state = 208
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 207
                        self.match(SubstraitExprParser.COMMA)




                self.state = 212
                self.match(SubstraitExprParser.RPAREN)
                self.state = 215
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,22,self._ctx)
                if la_ == 1:
                    self.state = 213
                    self.match(SubstraitExprParser.ARROW)
                    self.state = 214
                    localctx.body = self.expr()


                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 217
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 229
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 218
                    self.expr()
                    self.state = 223
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,23,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 219
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 220
                            self.expr() 
                        self.state = 225
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,23,self._ctx)

                    self.state = 227
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 226
                        self.match(SubstraitExprParser.COMMA)




                self.state = 231
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 232
                self.identifier()
                self.state = 233
                self.match(SubstraitExprParser.ARROW)
                self.state = 234
                localctx.body = self.expr()
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 236
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 237
                self.match(SubstraitExprParser.LPAREN)
                self.state = 238
                self.expr()
                self.state = 239
                self.match(SubstraitExprParser.AS)
                self.state = 240
                self.typeExpr()
                self.state = 241
                self.match(SubstraitExprParser.RPAREN)
                self.state = 243
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,26,self._ctx)
                if la_ == 1:
                    self.state = 242
                    self.optionList()


                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 245
                self.match(SubstraitExprParser.IF)
                self.state = 246
                self.expr()
                self.state = 247
                self.match(SubstraitExprParser.THEN)
                self.state = 248
                self.expr()
                self.state = 251
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,27,self._ctx)
                if la_ == 1:
                    self.state = 249
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 250
                    self.expr()


                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 253
                self.match(SubstraitExprParser.SWITCH)
                self.state = 254
                self.expr()
                self.state = 260 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 255
                        self.match(SubstraitExprParser.CASE)
                        self.state = 256
                        self.expr()
                        self.state = 257
                        self.match(SubstraitExprParser.THEN)
                        self.state = 258
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 262 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,28,self._ctx)

                self.state = 266
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,29,self._ctx)
                if la_ == 1:
                    self.state = 264
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 265
                    self.expr()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 268
                self.match(SubstraitExprParser.CASE)
                self.state = 274 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 269
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 270
                    self.expr()
                    self.state = 271
                    self.match(SubstraitExprParser.THEN)
                    self.state = 272
                    self.expr()
                    self.state = 276 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 280
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 278
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 279
                    self.expr()


                self.state = 282
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 284
                self.match(SubstraitExprParser.CASE)
                self.state = 285
                self.expr()
                self.state = 291 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 286
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 287
                    self.expr()
                    self.state = 288
                    self.match(SubstraitExprParser.THEN)
                    self.state = 289
                    self.expr()
                    self.state = 293 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 297
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 295
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 296
                    self.expr()


                self.state = 299
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 301
                self.call()
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 302
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 305
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                    self.state = 303
                    self.identifier()
                    pass
                elif token in [50]:
                    self.state = 304
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 309
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1108307720798656) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 314
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                self.state = 311
                localctx.namespace = self.identifier()
                self.state = 312
                self.match(SubstraitExprParser.DOT)


            self.state = 316
            self.functionName()
            self.state = 317
            self.match(SubstraitExprParser.LPAREN)
            self.state = 319
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826085342) != 0) or _la==65 or _la==66:
                self.state = 318
                self.callArgs()


            self.state = 321
            self.match(SubstraitExprParser.RPAREN)
            self.state = 323
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,38,self._ctx)
            if la_ == 1:
                self.state = 322
                self.optionList()


            self.state = 326
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,39,self._ctx)
            if la_ == 1:
                self.state = 325
                self.filterClause()


            self.state = 329
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.state = 328
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_functionName)
        try:
            self.state = 338
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 331
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 332
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 333
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 334
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 335
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 336
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 337
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 364
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [66]:
                self.enterOuterAlt(localctx, 1)
                self.state = 340
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 53, 58, 60, 65]:
                self.enterOuterAlt(localctx, 2)
                self.state = 342
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,42,self._ctx)
                if la_ == 1:
                    self.state = 341
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 344
                self.expr()
                self.state = 349
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 345
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 346
                    self.expr()
                    self.state = 351
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 362
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 352
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 353
                    self.match(SubstraitExprParser.BY)
                    self.state = 354
                    self.sortItem()
                    self.state = 359
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==56:
                        self.state = 355
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 356
                        self.sortItem()
                        self.state = 361
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 366
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 367
            self.functionOption()
            self.state = 372
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==56:
                self.state = 368
                self.match(SubstraitExprParser.COMMA)
                self.state = 369
                self.functionOption()
                self.state = 374
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 375
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 377
            localctx.name = self.identifier()
            self.state = 378
            self.match(SubstraitExprParser.COLON)
            self.state = 379
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 381
            self.match(SubstraitExprParser.FILTER)
            self.state = 382
            self.match(SubstraitExprParser.LPAREN)
            self.state = 383
            self.match(SubstraitExprParser.WHERE)
            self.state = 384
            self.expr()
            self.state = 385
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 387
            self.match(SubstraitExprParser.OVER)
            self.state = 393
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.state = 388
                localctx.windowName = self.identifier()
                pass
            elif token in [58]:
                self.state = 389
                self.match(SubstraitExprParser.LPAREN)
                self.state = 390
                self.windowSpec()
                self.state = 391
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 405
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 395
                self.match(SubstraitExprParser.PARTITION)
                self.state = 396
                self.match(SubstraitExprParser.BY)
                self.state = 397
                self.expr()
                self.state = 402
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 398
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 399
                    self.expr()
                    self.state = 404
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 417
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 407
                self.match(SubstraitExprParser.ORDER)
                self.state = 408
                self.match(SubstraitExprParser.BY)
                self.state = 409
                self.sortItem()
                self.state = 414
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 410
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 411
                    self.sortItem()
                    self.state = 416
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 420
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 419
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 422
            self.expr()
            self.state = 424
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 423
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 428
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 426
                self.match(SubstraitExprParser.NULLS)
                self.state = 427
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 430
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 437
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,56,self._ctx)
            if la_ == 1:
                self.state = 431
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 432
                self.frameBound()
                self.state = 433
                self.match(SubstraitExprParser.AND)
                self.state = 434
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 436
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 448
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,57,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 439
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 440
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 441
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 442
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 443
                self.match(SubstraitExprParser.CURRENT)
                self.state = 444
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 445
                self.valueExpr(0)
                self.state = 446
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 450
            self.typeName()
            self.state = 452
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,58,self._ctx)
            if la_ == 1:
                self.state = 451
                self.match(SubstraitExprParser.QMARK)


            self.state = 455
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,59,self._ctx)
            if la_ == 1:
                self.state = 454
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_typeName)
        try:
            self.state = 459
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 457
                self.identifier()
                pass
            elif token in [52]:
                self.enterOuterAlt(localctx, 2)
                self.state = 458
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 461
            self.match(SubstraitExprParser.LT)
            self.state = 470
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 302040241374494720) != 0):
                self.state = 462
                self.typeParam()
                self.state = 467
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 463
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 464
                    self.typeParam()
                    self.state = 469
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 474
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==62:
                self.state = 472
                self.match(SubstraitExprParser.ARROW)
                self.state = 473
                self.typeExpr()


            self.state = 476
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 491
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [48]:
                self.enterOuterAlt(localctx, 1)
                self.state = 478
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 52, 53]:
                self.enterOuterAlt(localctx, 2)
                self.state = 479
                self.typeExpr()
                pass
            elif token in [58]:
                self.enterOuterAlt(localctx, 3)
                self.state = 480
                self.match(SubstraitExprParser.LPAREN)
                self.state = 481
                self.typeExpr()
                self.state = 486
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 482
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 483
                    self.typeExpr()
                    self.state = 488
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 489
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_identifier)
        try:
            self.state = 495
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 493
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]:
                self.enterOuterAlt(localctx, 2)
                self.state = 494
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 497
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 17591363960832) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_word)
        try:
            self.state = 525
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 499
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 500
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 501
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 502
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 503
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 504
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 505
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 506
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 507
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 508
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 509
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 510
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 511
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 512
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 513
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 514
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 515
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 516
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 517
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 518
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 519
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 520
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 521
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 522
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 523
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 524
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[8] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 5)
         




